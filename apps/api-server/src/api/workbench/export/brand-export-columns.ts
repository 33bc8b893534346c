// A brand ranking's export (issue 29 item 3): the product export's shared figures (rank, site,
// currency, units, sales value, growth) under the same headers, then the brand's own.
import type { BrandRow } from '../../../market/queries/workbench-reads';
import { type ExportColumn, PRODUCT_EXPORT_COLUMNS } from './export-columns';

const finite = (n: number | null | undefined): number | null => (typeof n === 'number' && Number.isFinite(n) ? n : null);

/** A column of the product export's header, reading the brand row's own figure. */
const shared = (key: 'rank' | 'site' | 'currency' | 'units' | 'gmv' | 'gmvUsd' | 'growth'): ExportColumn<BrandRow> => {
  const column = PRODUCT_EXPORT_COLUMNS.find((c) => c.key === key);
  if (!column) throw new Error(`no product export column ${key}`);
  return { ...column, value: (r) => (key === 'site' || key === 'currency' ? r[key] : finite(r[key])) };
};

const number = (key: string, width: number, header: ExportColumn['header'], value: (r: BrandRow) => number | null): ExportColumn<BrandRow> => ({
  key,
  kind: 'number',
  width,
  header,
  value: (r) => finite(value(r)),
});

export const BRAND_EXPORT_COLUMNS: readonly ExportColumn<BrandRow>[] = [
  shared('rank'),
  number('id', 11, { en: 'Brand ID', zh: '品牌ID', tw: '品牌ID', vi: 'Mã thương hiệu', th: 'รหัสแบรนด์', pt: 'ID da marca', id: 'ID merek' }, (r) => Number(r.id)),
  {
    key: 'name',
    kind: 'text',
    width: 28,
    header: { en: 'Brand', zh: '品牌', tw: '品牌', vi: 'Thương hiệu', th: 'แบรนด์', pt: 'Marca', id: 'Merek' },
    value: (r) => r.name,
  },
  shared('site'),
  shared('currency'),
  shared('units'),
  shared('gmv'),
  shared('gmvUsd'),
  shared('growth'),
  number('shops', 10, { en: 'Shops selling it', zh: '动销店铺数', tw: '動銷店鋪數', vi: 'Cửa hàng có bán', th: 'ร้านที่มียอดขาย', pt: 'Lojas que a vendem', id: 'Toko yang menjualnya' }, (r) => r.shops),
  number('products', 10, { en: 'Active products', zh: '动销商品数', tw: '動銷商品數', vi: 'Sản phẩm có bán', th: 'สินค้าที่มียอดขาย', pt: 'Produtos ativos', id: 'Produk aktif' }, (r) => r.products),
  number('topCategoryId', 11, { en: 'Top category ID', zh: '主营类目ID', tw: '主營類目ID', vi: 'Mã danh mục chính', th: 'รหัสหมวดหมู่หลัก', pt: 'ID da categoria principal', id: 'ID kategori utama' }, (r) => r.topCategoryId),
  number('topCategoryShare', 12, { en: 'Top category’s share of sales (%)', zh: '主营类目销售额占比（%）', tw: '主營類目銷售額占比（%）', vi: 'Tỷ trọng doanh thu của danh mục chính (%)', th: 'สัดส่วนยอดขายของหมวดหมู่หลัก (%)', pt: 'Participação da categoria principal nas vendas (%)', id: 'Pangsa penjualan kategori utama (%)' }, (r) => r.topCategoryShare),
];
