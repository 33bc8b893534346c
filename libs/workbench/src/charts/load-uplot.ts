// uPlot and its stylesheet, fetched once per page when a chart first nears the viewport. A module
// of its own so tests replace it whole.
export async function loadUplot() {
  const [module] = await Promise.all([import('uplot'), import('uplot/dist/uPlot.min.css')]);
  return module.default;
}
