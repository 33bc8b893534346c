// The columns of a product, shop or search-word export (issue 26 item 6, issue 29 items 1 and 2) and their header row in the seven languages.
// The server renders no Lingui catalog, so the few header words live here, translated by hand.
import type { CategoryRow, KeywordRow, ProductRow, ShopRow } from '../../../market/queries/workbench-reads';

export const EXPORT_LANGS = ['zh', 'tw', 'en', 'vi', 'th', 'pt', 'id'] as const;
export type ExportLang = (typeof EXPORT_LANGS)[number];
export const DEFAULT_EXPORT_LANG: ExportLang = 'en';

export function isExportLang(value: unknown): value is ExportLang {
  return typeof value === 'string' && (EXPORT_LANGS as readonly string[]).includes(value);
}

/** A cell: text, a number, or empty (a figure the data does not have, e.g. growth without earlier sales). */
export type Cell = string | number | null;

export interface ExportColumn<Row = ProductRow> {
  key: string;
  /** Numbers are written as numbers (typed numeric cells in XLSX); text is guarded against formulas in CSV. */
  kind: 'text' | 'number';
  /** Column width in characters (XLSX). */
  width: number;
  header: Readonly<Record<ExportLang, string>>;
  value(row: Row): Cell;
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

export function exportHeaders<Row = ProductRow>(lang: ExportLang, columns: readonly ExportColumn<Row>[] = PRODUCT_EXPORT_COLUMNS as unknown as readonly ExportColumn<Row>[]): string[] {
  return columns.map((column) => column.header[lang]);
}

/** A column both entities' rows have, under the same header. */
const shared = (key: 'rank' | 'site' | 'currency' | 'units' | 'gmv' | 'gmvUsd' | 'growth' | 'rating'): ExportColumn<ShopRow> => {
  const column = PRODUCT_EXPORT_COLUMNS.find((c) => c.key === key);
  if (!column) throw new Error(`no product export column ${key}`);
  return { ...column, value: (r) => (key === 'site' || key === 'currency' ? r[key] : finite(r[key])) };
};

export const SHOP_EXPORT_COLUMNS: readonly ExportColumn<ShopRow>[] = [
  shared('rank'),
  {
    key: 'id',
    kind: 'text',
    width: 14,
    header: { en: 'Shop ID', zh: '店铺ID', tw: '店鋪ID', vi: 'Mã cửa hàng', th: 'รหัสร้านค้า', pt: 'ID da loja', id: 'ID toko' },
    value: (r) => r.id,
  },
  {
    key: 'name',
    kind: 'text',
    width: 32,
    header: { en: 'Shop', zh: '店铺', tw: '店鋪', vi: 'Cửa hàng', th: 'ร้านค้า', pt: 'Loja', id: 'Toko' },
    value: (r) => r.name,
  },
  {
    key: 'link',
    kind: 'text',
    width: 40,
    header: { en: 'Marketplace link', zh: '平台店铺链接', tw: '平台店鋪連結', vi: 'Liên kết trên sàn', th: 'ลิงก์บนมาร์เก็ตเพลส', pt: 'Link no marketplace', id: 'Tautan marketplace' },
    value: (r) => r.link,
  },
  shared('site'),
  {
    key: 'shopType',
    kind: 'text',
    width: 13,
    header: { en: 'Shop type', zh: '店铺类型', tw: '店鋪類型', vi: 'Loại cửa hàng', th: 'ประเภทร้านค้า', pt: 'Tipo de loja', id: 'Jenis toko' },
    value: (r) => r.type,
  },
  shared('currency'),
  shared('units'),
  shared('gmv'),
  shared('gmvUsd'),
  shared('growth'),
  {
    key: 'products',
    kind: 'number',
    width: 12,
    header: { en: 'Active products', zh: '动销商品数', tw: '動銷商品數', vi: 'Sản phẩm có bán', th: 'สินค้าที่มียอดขาย', pt: 'Produtos ativos', id: 'Produk aktif' },
    value: (r) => finite(r.products),
  },
  {
    key: 'newShare',
    kind: 'number',
    width: 14,
    header: {
      en: 'New products’ share of sales (%)',
      zh: '新品销售额占比（%）',
      tw: '新品銷售額占比（%）',
      vi: 'Tỷ trọng doanh thu sản phẩm mới (%)',
      th: 'สัดส่วนยอดขายสินค้าใหม่ (%)',
      pt: 'Participação de produtos novos nas vendas (%)',
      id: 'Porsi penjualan produk baru (%)',
    },
    value: (r) => finite(r.newShare),
  },
  shared('rating'),
  {
    key: 'followers',
    kind: 'number',
    width: 11,
    header: { en: 'Followers', zh: '粉丝数', tw: '粉絲數', vi: 'Người theo dõi', th: 'ผู้ติดตาม', pt: 'Seguidores', id: 'Pengikut' },
    value: (r) => finite(r.followers),
  },
  {
    key: 'categoryId',
    kind: 'number',
    width: 11,
    header: { en: 'Category ID', zh: '类目ID', tw: '類目ID', vi: 'Mã danh mục', th: 'รหัสหมวดหมู่', pt: 'ID da categoria', id: 'ID kategori' },
    value: (r) => r.categoryId,
  },
  {
    key: 'openedAt',
    kind: 'text',
    width: 12,
    header: { en: 'Opened on', zh: '开店日期', tw: '開店日期', vi: 'Ngày mở', th: 'วันที่เปิดร้าน', pt: 'Aberta em', id: 'Tanggal buka' },
    value: (r) => r.openedAt,
  },
];

/** A column a word's row shares with a product's, under the same header. */
const sharedWord = (key: 'rank' | 'site' | 'currency' | 'growth'): ExportColumn<KeywordRow> => {
  const column = PRODUCT_EXPORT_COLUMNS.find((c) => c.key === key);
  if (!column) throw new Error(`no product export column ${key}`);
  return { ...column, value: (r) => (key === 'site' || key === 'currency' ? r[key] : finite(r[key])) };
};

const numberColumn = (key: string, width: number, header: ExportColumn['header'], value: (r: KeywordRow) => number | null): ExportColumn<KeywordRow> => ({
  key,
  kind: 'number',
  width,
  header,
  value: (r) => finite(value(r)),
});

export const KEYWORD_EXPORT_COLUMNS: readonly ExportColumn<KeywordRow>[] = [
  sharedWord('rank'),
  {
    key: 'id',
    kind: 'text',
    width: 12,
    header: { en: 'Search word ID', zh: '搜索词ID', tw: '搜尋詞ID', vi: 'Mã từ khóa', th: 'รหัสคำค้นหา', pt: 'ID do termo de busca', id: 'ID kata pencarian' },
    value: (r) => r.id,
  },
  {
    key: 'keyword',
    kind: 'text',
    width: 30,
    header: { en: 'Search word', zh: '搜索词', tw: '搜尋詞', vi: 'Từ khóa tìm kiếm', th: 'คำค้นหา', pt: 'Termo de busca', id: 'Kata pencarian' },
    value: (r) => r.keyword,
  },
  sharedWord('site'),
  {
    key: 'categoryId',
    kind: 'number',
    width: 11,
    header: { en: 'Category ID', zh: '类目ID', tw: '類目ID', vi: 'Mã danh mục', th: 'รหัสหมวดหมู่', pt: 'ID da categoria', id: 'ID kategori' },
    value: (r) => r.categoryId,
  },
  numberColumn('searchIndex', 13, { en: 'Search index', zh: '搜索指数', tw: '搜尋指數', vi: 'Chỉ số tìm kiếm', th: 'ดัชนีการค้นหา', pt: 'Índice de busca', id: 'Indeks pencarian' }, (r) => r.searchIndex),
  sharedWord('growth'),
  numberColumn('productBase', 12, { en: 'Product base', zh: '商品数', tw: '商品數', vi: 'Số sản phẩm', th: 'จำนวนสินค้า', pt: 'Base de produtos', id: 'Jumlah produk' }, (r) => r.productBase),
  numberColumn(
    'productBaseGrowth',
    14,
    { en: 'Product base growth, 30 days (%)', zh: '商品数30天增长率（%）', tw: '商品數30天成長率（%）', vi: 'Tăng trưởng số sản phẩm 30 ngày (%)', th: 'การเติบโตของจำนวนสินค้า 30 วัน (%)', pt: 'Crescimento da base de produtos em 30 dias (%)', id: 'Pertumbuhan jumlah produk 30 hari (%)' },
    (r) => r.productBaseGrowth,
  ),
  sharedWord('currency'),
  numberColumn('recommendedBid', 12, { en: 'Recommended bid', zh: '建议出价', tw: '建議出價', vi: 'Giá thầu đề xuất', th: 'ราคาประมูลที่แนะนำ', pt: 'Lance recomendado', id: 'Tawaran yang disarankan' }, (r) => r.recommendedBid),
  numberColumn(
    'recommendedBidUsd',
    12,
    { en: 'Recommended bid (USD)', zh: '建议出价（美元）', tw: '建議出價（美元）', vi: 'Giá thầu đề xuất (USD)', th: 'ราคาประมูลที่แนะนำ (USD)', pt: 'Lance recomendado (USD)', id: 'Tawaran yang disarankan (USD)' },
    (r) => r.recommendedBidUsd,
  ),
  numberColumn(
    'foundUnits',
    12,
    { en: 'Units of its top products, 30 days', zh: '热门商品30天销量', tw: '熱門商品30天銷量', vi: 'Doanh số sản phẩm hàng đầu 30 ngày', th: 'ยอดขายสินค้ายอดนิยม 30 วัน', pt: 'Unidades dos produtos principais em 30 dias', id: 'Unit produk teratas 30 hari' },
    (r) => r.foundUnits,
  ),
  numberColumn('foundShops', 10, { en: 'Shops selling them', zh: '在售店铺数', tw: '在售店鋪數', vi: 'Cửa hàng bán', th: 'ร้านที่ขาย', pt: 'Lojas que vendem', id: 'Toko yang menjual' }, (r) => r.foundShops),
  numberColumn('salesPerShop', 12, { en: 'Units per shop', zh: '店均销量', tw: '店均銷量', vi: 'Doanh số mỗi cửa hàng', th: 'ยอดขายต่อร้าน', pt: 'Unidades por loja', id: 'Unit per toko' }, (r) => r.salesPerShop),
  numberColumn(
    'searchGrowth30',
    14,
    { en: 'Search index growth, 30 days (%)', zh: '搜索指数30天增长率（%）', tw: '搜尋指數30天成長率（%）', vi: 'Tăng trưởng chỉ số tìm kiếm 30 ngày (%)', th: 'การเติบโตของดัชนีการค้นหา 30 วัน (%)', pt: 'Crescimento do índice de busca em 30 dias (%)', id: 'Pertumbuhan indeks pencarian 30 hari (%)' },
    (r) => r.searchGrowth30,
  ),
  numberColumn('blueOcean', 11, { en: 'Blue-ocean index', zh: '蓝海指数', tw: '藍海指數', vi: 'Chỉ số đại dương xanh', th: 'ดัชนีบลูโอเชียน', pt: 'Índice de oceano azul', id: 'Indeks samudra biru' }, (r) => r.blueOcean),
  {
    key: 'topProducts',
    kind: 'text',
    width: 40,
    header: { en: 'Top product IDs', zh: '热门商品ID', tw: '熱門商品ID', vi: 'Mã sản phẩm hàng đầu', th: 'รหัสสินค้ายอดนิยม', pt: 'IDs dos produtos principais', id: 'ID produk teratas' },
    value: (r) => r.topProducts.map((p) => p.id).join(' '),
  },
  {
    key: 'firstSeenAt',
    kind: 'text',
    width: 12,
    header: { en: 'First seen on', zh: '首次出现日期', tw: '首次出現日期', vi: 'Xuất hiện lần đầu', th: 'พบครั้งแรก', pt: 'Visto pela primeira vez em', id: 'Pertama terlihat' },
    value: (r) => r.firstSeenAt ?? null,
  },
];

/** A category column of the product export's header, reading the category row's own figure. */
const sharedCategory = (key: 'rank' | 'site' | 'currency' | 'units' | 'gmv' | 'gmvUsd' | 'growth'): ExportColumn<CategoryRow> => {
  const column = PRODUCT_EXPORT_COLUMNS.find((c) => c.key === key);
  if (!column) throw new Error(`no product export column ${key}`);
  return { ...column, value: (r) => (key === 'site' || key === 'currency' ? r[key] : finite(r[key])) };
};

const categoryNumber = (key: string, width: number, header: ExportColumn['header'], value: (r: CategoryRow) => number | null): ExportColumn<CategoryRow> => ({
  key,
  kind: 'number',
  width,
  header,
  value: (r) => finite(value(r)),
});

/** A category ranking's export (issue 29 item 4): its figures and the blue-ocean industry index with its inputs. */
export const CATEGORY_EXPORT_COLUMNS: readonly ExportColumn<CategoryRow>[] = [
  sharedCategory('rank'),
  categoryNumber('categoryId', 11, { en: 'Category ID', zh: '类目ID', tw: '類目ID', vi: 'Mã danh mục', th: 'รหัสหมวดหมู่', pt: 'ID da categoria', id: 'ID kategori' }, (r) => r.categoryId),
  categoryNumber('parentId', 11, { en: 'Parent category ID', zh: '上级类目ID', tw: '上層類目ID', vi: 'Mã danh mục cha', th: 'รหัสหมวดหมู่หลัก', pt: 'ID da categoria superior', id: 'ID kategori induk' }, (r) => r.parentId),
  sharedCategory('site'),
  sharedCategory('currency'),
  sharedCategory('units'),
  sharedCategory('gmv'),
  sharedCategory('gmvUsd'),
  sharedCategory('growth'),
  categoryNumber('products', 10, { en: 'Active products', zh: '动销商品数', tw: '動銷商品數', vi: 'Sản phẩm có bán', th: 'สินค้าที่มียอดขาย', pt: 'Produtos ativos', id: 'Produk aktif' }, (r) => r.products),
  categoryNumber('shops', 10, { en: 'Active shops', zh: '动销店铺数', tw: '動銷店鋪數', vi: 'Cửa hàng có bán', th: 'ร้านที่มียอดขาย', pt: 'Lojas ativas', id: 'Toko aktif' }, (r) => r.shops),
  categoryNumber('shopGrowth', 14, { en: 'Active shop growth, 30 days (%)', zh: '动销店铺30天增长率（%）', tw: '動銷店鋪30天成長率（%）', vi: 'Tăng trưởng cửa hàng có bán 30 ngày (%)', th: 'การเติบโตของร้านที่มียอดขาย 30 วัน (%)', pt: 'Crescimento das lojas ativas em 30 dias (%)', id: 'Pertumbuhan toko aktif 30 hari (%)' }, (r) => r.shopGrowth),
  categoryNumber('salesPerShop', 12, { en: 'Units per active shop, 30 days', zh: '店均30天销量', tw: '店均30天銷量', vi: 'Doanh số mỗi cửa hàng 30 ngày', th: 'ยอดขายต่อร้าน 30 วัน', pt: 'Unidades por loja ativa em 30 dias', id: 'Unit per toko aktif 30 hari' }, (r) => r.salesPerShop),
  categoryNumber('top10Share', 12, { en: 'Top 10 products’ share of sales (%)', zh: '前10商品销售额占比（%）', tw: '前10商品銷售額占比（%）', vi: 'Tỷ trọng doanh thu của 10 sản phẩm hàng đầu (%)', th: 'สัดส่วนยอดขายของ 10 สินค้าแรก (%)', pt: 'Participação dos 10 principais produtos nas vendas (%)', id: 'Pangsa penjualan 10 produk teratas (%)' }, (r) => r.top10Share),
  categoryNumber('newShare', 12, { en: 'New products’ share of sales (%)', zh: '新品销售额占比（%）', tw: '新品銷售額占比（%）', vi: 'Tỷ trọng doanh thu sản phẩm mới (%)', th: 'สัดส่วนยอดขายสินค้าใหม่ (%)', pt: 'Participação de produtos novos nas vendas (%)', id: 'Porsi penjualan produk baru (%)' }, (r) => r.newShare),
  categoryNumber('salesGrowth30', 14, { en: 'Units growth, 30 days (%)', zh: '销量30天增长率（%）', tw: '銷量30天成長率（%）', vi: 'Tăng trưởng doanh số 30 ngày (%)', th: 'การเติบโตของยอดขาย 30 วัน (%)', pt: 'Crescimento das unidades em 30 dias (%)', id: 'Pertumbuhan unit 30 hari (%)' }, (r) => r.salesGrowth30),
  categoryNumber('blueOcean', 11, { en: 'Blue-ocean index', zh: '蓝海指数', tw: '藍海指數', vi: 'Chỉ số đại dương xanh', th: 'ดัชนีบลูโอเชียน', pt: 'Índice de oceano azul', id: 'Indeks samudra biru' }, (r) => r.blueOcean),
];
