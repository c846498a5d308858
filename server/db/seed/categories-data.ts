// The subjects (categories) of the demo gallery, each painted by one genre of painter, with the
// words its artwork titles and keywords are made from.
import type { Genre } from './paintings';

export interface CategorySeed {
  name: string;
  slug: string;
  genre: Genre;
  /** Title = one of `first` + one of `second`, or one of `whole`. */
  first: string[];
  second: string[];
  whole: string[];
  keywords: string[];
}

export const CATEGORIES: CategorySeed[] = [
  {
    name: 'Landscapes',
    slug: 'landscapes',
    genre: 'landscape',
    first: ['Evening', 'Late Summer', 'Harvest', 'October', 'Golden', 'Quiet', 'Morning', 'Distant'],
    second: ['Fields', 'Hills', 'Meadow', 'Pasture', 'Valley', 'Farmland', 'Countryside', 'Downs'],
    whole: ['After the Rain', 'The Long Road Home', 'Light over the Valley', 'Hay Season', 'Where the Hills Fold'],
    keywords: ['landscape', 'countryside', 'hills', 'fields', 'rural', 'pastoral', 'trees', 'sunset'],
  },
  {
    name: 'Seascapes',
    slug: 'seascapes',
    genre: 'seascape',
    first: ['Low Tide', 'Harbor', 'Summer', 'Storm', 'Evening', 'Calm', 'Bright', 'Silver'],
    second: ['Sea', 'Cove', 'Shore', 'Waves', 'Horizon', 'Surf', 'Bay', 'Coast'],
    whole: ['Sails at Dusk', 'The Outer Banks', 'Sun Path', 'Beyond the Breakwater', 'Salt Air'],
    keywords: ['seascape', 'ocean', 'sea', 'waves', 'coastal', 'beach', 'nautical', 'water'],
  },
  {
    name: 'Mountains',
    slug: 'mountains',
    genre: 'mountains',
    first: ['Alpine', 'High', 'Winter', 'Blue', 'First Snow', 'Northern', 'Morning', 'Far'],
    second: ['Ridge', 'Peaks', 'Range', 'Summit', 'Pass', 'Massif', 'Heights', 'Col'],
    whole: ['Above the Tree Line', 'Mist Between the Ridges', 'The Long Ascent', 'Snowfields', 'Cold Light'],
    keywords: ['mountains', 'alpine', 'snow', 'peaks', 'wilderness', 'hiking', 'nature', 'pines'],
  },
  {
    name: 'Forests',
    slug: 'forests',
    genre: 'forest',
    first: ['Birch', 'Spruce', 'Autumn', 'Deep', 'Misty', 'Old', 'Whispering', 'Silent'],
    second: ['Grove', 'Woods', 'Forest', 'Clearing', 'Thicket', 'Timber', 'Glade', 'Stand'],
    whole: ['Into the Trees', 'Light Through the Pines', 'Morning Fog', 'The Birch Wood', 'Under the Canopy'],
    keywords: ['forest', 'trees', 'woods', 'birch', 'pine', 'fog', 'nature', 'autumn'],
  },
  {
    name: 'Florals',
    slug: 'florals',
    genre: 'florals',
    first: ['Summer', 'Garden', 'Wild', 'June', 'Cottage', 'Spring', 'Peony', 'Poppy'],
    second: ['Bouquet', 'Blooms', 'Meadow', 'Posy', 'Flowers', 'Border', 'Garland', 'Arrangement'],
    whole: ['Peonies in a Blue Jug', 'Wildflowers', 'For My Mother', 'The Cutting Garden', 'Morning Roses'],
    keywords: ['florals', 'flowers', 'botanical', 'bouquet', 'garden', 'spring', 'petals', 'still life'],
  },
  {
    name: 'Abstract',
    slug: 'abstract',
    genre: 'abstract',
    first: ['Composition', 'Study', 'Untitled', 'Improvisation', 'Fragment', 'Movement', 'Echo', 'Field'],
    second: ['in Red', 'in Ochre', 'in Blue', 'No. 4', 'No. 7', 'No. 12', 'with Gold', 'in Three Parts'],
    whole: ['Memory of Water', 'Threshold', 'What Remains', 'Call and Response', 'Undertow'],
    keywords: ['abstract', 'contemporary', 'colour field', 'gestural', 'modern', 'expressive', 'texture'],
  },
  {
    name: 'Geometric',
    slug: 'geometric',
    genre: 'geometric',
    first: ['Grid', 'Circles', 'Balance', 'Tangent', 'Arcs', 'Rhythm', 'Modular', 'Counterpoint'],
    second: ['I', 'II', 'III', 'IV', 'in Primary', 'at Noon', 'and Squares', 'Study'],
    whole: ['Bauhaus Morning', 'Several Circles', 'Eclipse', 'Half Moons', 'Interlocking Forms'],
    keywords: ['geometric', 'bauhaus', 'mid-century', 'shapes', 'minimal', 'pattern', 'modern', 'graphic'],
  },
  {
    name: 'Cityscapes',
    slug: 'cityscapes',
    genre: 'cityscape',
    first: ['City', 'River', 'Downtown', 'Harbor', 'Midnight', 'Blue Hour', 'Skyline', 'Neon'],
    second: ['Lights', 'Skyline', 'Reflections', 'at Dusk', 'Nocturne', 'Towers', 'Rooftops', 'Avenue'],
    whole: ['The City Wakes', 'After the Last Train', 'Windows', 'East River', 'Rooftops at Dusk'],
    keywords: ['cityscape', 'urban', 'skyline', 'city', 'architecture', 'night', 'reflections', 'buildings'],
  },
  {
    name: 'Still Life',
    slug: 'still-life',
    genre: 'still-life',
    first: ['Pears', 'Lemons', 'Jug', 'Bottle', 'Apples', 'Kitchen', 'Table', 'Blue'],
    second: ['and Linen', 'on a Table', 'with Pears', 'at Dusk', 'with Oranges', 'Arrangement', 'in Shadow', 'and Light'],
    whole: ['Still Life with Green Bottle', 'The Breakfast Table', 'Three Pears', 'Earthenware', 'Studio Corner'],
    keywords: ['still life', 'fruit', 'vase', 'kitchen', 'classic', 'chiaroscuro', 'interior', 'table'],
  },
  {
    name: 'Night Skies',
    slug: 'night-skies',
    genre: 'night-sky',
    first: ['Starry', 'Winter', 'Moonlit', 'Aurora', 'Midsummer', 'Milky Way', 'Northern', 'Quiet'],
    second: ['Night', 'Sky', 'Nocturne', 'Lights', 'Lake', 'Cabin', 'Meadow', 'Hills'],
    whole: ['Under the Stars', 'Moonrise', 'The Long Night', 'Lantern', 'Northern Lights over the Lake'],
    keywords: ['night sky', 'stars', 'moon', 'aurora', 'milky way', 'nocturne', 'astronomy', 'cabin'],
  },
];
