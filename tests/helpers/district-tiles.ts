/**
 * Each kind of district tiles (`salerent`) in each tiled area, with the list filter (`kind`) that
 * counts the same offers: a tile's count is the list's total for its district.
 */
export const TILE_QUERIES = (
  [
    ['sales', '&sale=true'],
    ['rents', '&rent=true'],
    ['rents_and_sales', ''],
  ] as const
).flatMap(([salerent, kind]) =>
  (['monaco', 'france'] as const).map((where) => ({ salerent, kind, where })),
)
