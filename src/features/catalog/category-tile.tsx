// A subject tile: its picture, name and count, linking to the catalogue filtered by it.
import { countOf } from '../../domain/format';
import { Link } from '@tanstack/react-router';
import type { Category } from '../../domain/catalogue';
import { Picture } from '../../ui/picture';
import classes from './category-tile.module.css';

// Lazy, even in the first view: an eager picture is asked for beside the page's stylesheets and
// shares a slow connection with them, holding back the first paint (measured on /categories).
export function CategoryTile({ category }: { category: Category }) {
  return (
    <Link
      to="/art-categories"
      search={{ subject: category.id }}
      className={classes.tile}
      data-testid="category-tile"
    >
      {category.path ? (
        <Picture
          className={classes.image}
          src={category.path}
          sizes="(min-width: 75em) 300px, (min-width: 48em) 33vw, 50vw"
          alt=""
          loading="lazy"
          decoding="async"
        />
      ) : (
        <span className={classes.blank} aria-hidden />
      )}
      <span className={classes.shade} aria-hidden />
      <span className={classes.label}>
        <span className={classes.name}>{category.name}</span>
        <span className={classes.count}>{countOf(category.images_count, 'work')}</span>
      </span>
    </Link>
  );
}
