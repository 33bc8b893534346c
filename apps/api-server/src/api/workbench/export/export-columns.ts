// The columns of a product export (issue 26 item 6) and their header row in the seven languages.
// The server renders no Lingui catalog, so the few header words live here, translated by hand.
import type { ProductRow } from '../../../market/queries/workbench-reads';

export const EXPORT_LANGS = ['zh', 'tw', 'en', 'vi', 'th', 'pt', 'id'] as const;
export type ExportLang = (typeof EXPORT_LANGS)[number];
export const DEFAULT_EXPORT_LANG: ExportLang = 'en';

export function isExportLang(value: unknown): value is ExportLang {
  return typeof value === 'string' && (EXPORT_LANGS as readonly string[]).includes(value);
}

/** A cell: text, a number, or empty (a figure the data does not have, e.g. growth without earlier sales). */
export type Cell = string | number | null;

export interface ExportColumn {
  key: string;
  /** Numbers are written as numbers (typed numeric cells in XLSX); text is guarded against formulas in CSV. */
  kind: 'text' | 'number';
  /** Column width in characters (XLSX). */
  width: number;
  header: Readonly<Record<ExportLang, string>>;
  value(row: ProductRow): Cell;
}

const finite = (n: number | null | undefined): number | null => (typeof n === 'number' && Number.isFinite(n) ? n : null);

export const PRODUCT_EXPORT_COLUMNS: readonly ExportColumn[] = [
  {
    key: 'rank',
    kind: 'number',
    width: 7,
    header: { en: 'Rank', zh: '排名', tw: '排名', vi: 'Hạng', th: 'อันดับ', pt: 'Posição', id: 'Peringkat' },
    value: (r) => r.rank,
  },
  {
    key: 'id',
    // 18-digit ids do not fit a double: always text.
    kind: 'text',
    width: 20,
    header: { en: 'Product ID', zh: '商品ID', tw: '商品ID', vi: 'Mã sản phẩm', th: 'รหัสสินค้า', pt: 'ID do produto', id: 'ID produk' },
    value: (r) => r.id,
  },
  {
    key: 'title',
    kind: 'text',
    width: 60,
    header: { en: 'Title', zh: '标题', tw: '標題', vi: 'Tiêu đề', th: 'ชื่อสินค้า', pt: 'Título', id: 'Judul' },
    value: (r) => r.title,
  },
  {
    key: 'link',
    kind: 'text',
    width: 48,
    header: { en: 'Marketplace link', zh: '平台商品链接', tw: '平台商品連結', vi: 'Liên kết trên sàn', th: 'ลิงก์บนมาร์เก็ตเพลส', pt: 'Link no marketplace', id: 'Tautan marketplace' },
    value: (r) => r.link,
  },
  {
    key: 'site',
    kind: 'text',
    width: 6,
    header: { en: 'Site', zh: '站点', tw: '站點', vi: 'Trang', th: 'เว็บไซต์', pt: 'Mercado', id: 'Situs' },
    value: (r) => r.site,
  },
  {
    key: 'currency',
    kind: 'text',
    width: 8,
    header: { en: 'Currency', zh: '币种', tw: '幣別', vi: 'Tiền tệ', th: 'สกุลเงิน', pt: 'Moeda', id: 'Mata uang' },
    value: (r) => r.currency,
  },
  {
    key: 'price',
    kind: 'number',
    width: 12,
    header: { en: 'Price', zh: '价格', tw: '價格', vi: 'Giá', th: 'ราคา', pt: 'Preço', id: 'Harga' },
    value: (r) => finite(r.price),
  },
  {
    key: 'units',
    kind: 'number',
    width: 12,
    header: { en: 'Units sold', zh: '销量', tw: '銷量', vi: 'Số lượng bán', th: 'จำนวนที่ขายได้', pt: 'Unidades vendidas', id: 'Unit terjual' },
    value: (r) => finite(r.units),
  },
  {
    key: 'gmv',
    kind: 'number',
    width: 16,
    header: { en: 'Sales value', zh: '销售额', tw: '銷售額', vi: 'Doanh thu', th: 'ยอดขาย', pt: 'Valor de vendas', id: 'Nilai penjualan' },
    value: (r) => finite(r.gmv),
  },
  {
    key: 'gmvUsd',
    kind: 'number',
    width: 16,
    header: {
      en: 'Sales value (USD)',
      zh: '销售额（美元）',
      tw: '銷售額（美元）',
      vi: 'Doanh thu (USD)',
      th: 'ยอดขาย (USD)',
      pt: 'Valor de vendas (USD)',
      id: 'Nilai penjualan (USD)',
    },
    value: (r) => finite(r.gmvUsd),
  },
  {
    key: 'growth',
    kind: 'number',
    width: 11,
    header: { en: 'Growth (%)', zh: '增长率（%）', tw: '成長率（%）', vi: 'Tăng trưởng (%)', th: 'การเติบโต (%)', pt: 'Crescimento (%)', id: 'Pertumbuhan (%)' },
    value: (r) => finite(r.growth),
  },
  {
    key: 'rating',
    kind: 'number',
    width: 8,
    header: { en: 'Rating', zh: '评分', tw: '評分', vi: 'Điểm đánh giá', th: 'คะแนน', pt: 'Nota', id: 'Rating' },
    value: (r) => finite(r.rating),
  },
  {
    key: 'reviews',
    kind: 'number',
    width: 10,
    header: { en: 'Reviews', zh: '评论数', tw: '評論數', vi: 'Lượt đánh giá', th: 'จำนวนรีวิว', pt: 'Avaliações', id: 'Ulasan' },
    value: (r) => finite(r.reviews),
  },
  {
    key: 'likes',
    kind: 'number',
    width: 10,
    header: { en: 'Likes', zh: '点赞数', tw: '按讚數', vi: 'Lượt thích', th: 'จำนวนถูกใจ', pt: 'Curtidas', id: 'Suka' },
    value: (r) => finite(r.likes),
  },
  {
    key: 'shop',
    kind: 'text',
    width: 28,
    header: { en: 'Shop', zh: '店铺', tw: '店鋪', vi: 'Cửa hàng', th: 'ร้านค้า', pt: 'Loja', id: 'Toko' },
    value: (r) => r.shop.name,
  },
  {
    key: 'shopType',
    kind: 'text',
    width: 13,
    header: { en: 'Shop type', zh: '店铺类型', tw: '店鋪類型', vi: 'Loại cửa hàng', th: 'ประเภทร้านค้า', pt: 'Tipo de loja', id: 'Jenis toko' },
    // The contract's codes (cross-border, local, mall): a filter value, the same in every language.
    value: (r) => r.shop.type,
  },
  {
    key: 'categoryId',
    kind: 'number',
    width: 11,
    header: { en: 'Category ID', zh: '类目ID', tw: '類目ID', vi: 'Mã danh mục', th: 'รหัสหมวดหมู่', pt: 'ID da categoria', id: 'ID kategori' },
    value: (r) => r.categoryId,
  },
  {
    key: 'listedAt',
    kind: 'text',
    width: 12,
    header: { en: 'Listed on', zh: '上架日期', tw: '上架日期', vi: 'Ngày đăng bán', th: 'วันที่วางขาย', pt: 'Data de listagem', id: 'Tanggal terdaftar' },
    value: (r) => r.listedAt,
  },
];

export function exportHeaders(lang: ExportLang, columns: readonly ExportColumn[] = PRODUCT_EXPORT_COLUMNS): string[] {
  return columns.map((column) => column.header[lang]);
}
