// The widest each page lays its artwork grid out (px), so that the server paints no masonry
// column count that no screen shows (src/ui/masonry.tsx). Both pages sit in Mantine's xl
// Container: 1320 px less its padding, 16 px a side. The catalogue's grid shares that with the
// filters: a 260 px column and a 40 px gap (art-categories.module.css). A width too small here
// would cap the columns on a wide screen, one too large paint a grid no screen shows: the
// browser test "paints the grid at each column count the page can show" fails on either.
const XL_CONTENT = 1320 - 2 * 16;

export const GRID_MAX_WIDTH = {
  catalogue: XL_CONTENT - 260 - 40,
  artist: XL_CONTENT,
};
