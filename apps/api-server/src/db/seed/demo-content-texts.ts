// The demo content's words in the seven languages (issue 15 item 7): a reader in Thai reads Thai
// articles. Each text is a template filled with the item's number and category; every one says
// "demo" in its language, as all seeded data must.
import type { LocaleCode } from '@sealens/domain';

export const CONTENT_LOCALES = ['zh', 'tw', 'en', 'vi', 'th', 'pt', 'id'] as const satisfies readonly LocaleCode[];
export type ContentLocale = (typeof CONTENT_LOCALES)[number];

/** Content kinds the seed writes (the `kind` column). */
export type SeedKind =
  | 'article'
  | 'course'
  | 'tip'
  | 'release'
  | 'report'
  | 'news'
  | 'industry-report'
  | 'guide'
  | 'tutorial'
  | 'resource'
  | 'case';

/** "Demo article" and its kin, per language. */
const KIND_LABELS: Record<SeedKind, Record<ContentLocale, string>> = {
  article: { en: 'Demo article', zh: '演示文章', tw: '演示文章', vi: 'Bài viết mẫu', th: 'บทความตัวอย่าง', pt: 'Artigo de demonstração', id: 'Artikel demo' },
  course: { en: 'Demo course', zh: '演示课程', tw: '演示課程', vi: 'Khóa học mẫu', th: 'คอร์สตัวอย่าง', pt: 'Curso de demonstração', id: 'Kursus demo' },
  tip: { en: 'Demo operating tip', zh: '演示运营技巧', tw: '演示營運技巧', vi: 'Mẹo vận hành mẫu', th: 'เคล็ดลับการดำเนินงานตัวอย่าง', pt: 'Dica de operação de demonstração', id: 'Tips operasional demo' },
  release: { en: 'Demo release record', zh: '演示发布记录', tw: '演示發布記錄', vi: 'Ghi chú phát hành mẫu', th: 'บันทึกการเผยแพร่ตัวอย่าง', pt: 'Registro de versão de demonstração', id: 'Catatan rilis demo' },
  report: { en: 'Demo report', zh: '演示报告', tw: '演示報告', vi: 'Báo cáo mẫu', th: 'รายงานตัวอย่าง', pt: 'Relatório de demonstração', id: 'Laporan demo' },
  news: { en: 'Demo industry news', zh: '演示行业资讯', tw: '演示行業資訊', vi: 'Tin ngành mẫu', th: 'ข่าวอุตสาหกรรมตัวอย่าง', pt: 'Notícia do setor de demonstração', id: 'Berita industri demo' },
  'industry-report': { en: 'Demo industry report', zh: '演示行业报告', tw: '演示行業報告', vi: 'Báo cáo ngành mẫu', th: 'รายงานอุตสาหกรรมตัวอย่าง', pt: 'Relatório do setor de demonstração', id: 'Laporan industri demo' },
  guide: { en: 'Demo novice guide', zh: '演示新手指南', tw: '演示新手指南', vi: 'Hướng dẫn người mới mẫu', th: 'คู่มือมือใหม่ตัวอย่าง', pt: 'Guia para iniciantes de demonstração', id: 'Panduan pemula demo' },
  tutorial: { en: 'Demo video tutorial', zh: '演示视频教程', tw: '演示影片教學', vi: 'Video hướng dẫn mẫu', th: 'วิดีโอสอนตัวอย่าง', pt: 'Tutorial em vídeo de demonstração', id: 'Tutorial video demo' },
  resource: { en: 'Demo seller resource', zh: '演示卖家资源', tw: '演示賣家資源', vi: 'Tài nguyên người bán mẫu', th: 'แหล่งข้อมูลผู้ขายตัวอย่าง', pt: 'Recurso para vendedores de demonstração', id: 'Sumber daya penjual demo' },
  case: { en: 'Demo success story', zh: '演示成功案例', tw: '演示成功案例', vi: 'Câu chuyện thành công mẫu', th: 'เรื่องราวความสำเร็จตัวอย่าง', pt: 'Caso de sucesso de demonstração', id: 'Kisah sukses demo' },
};

/** The fixed categories of spec §3 by typeId, per language. */
const CATEGORY_NAMES: Record<number, Record<ContentLocale, string>> = {
  99997: { en: 'home living', zh: '家居生活', tw: '家居生活', vi: 'nhà cửa đời sống', th: 'ของใช้ในบ้าน', pt: 'casa e decoração', id: 'rumah tangga' },
  99991: { en: 'digital electronics', zh: '数码电子', tw: '數碼電子', vi: 'điện tử kỹ thuật số', th: 'อิเล็กทรอนิกส์ดิจิทัล', pt: 'eletrônicos digitais', id: 'elektronik digital' },
  99998: { en: 'beauty and personal care', zh: '美妆个护', tw: '美妝個護', vi: 'làm đẹp và chăm sóc cá nhân', th: 'ความงามและของใช้ส่วนตัว', pt: 'beleza e cuidados pessoais', id: 'kecantikan dan perawatan diri' },
  99996: { en: 'clothing and bags', zh: '服饰箱包', tw: '服飾箱包', vi: 'quần áo và túi xách', th: 'เสื้อผ้าและกระเป๋า', pt: 'roupas e bolsas', id: 'pakaian dan tas' },
  99995: { en: 'mother, baby and toys', zh: '母婴玩具', tw: '母嬰玩具', vi: 'mẹ, bé và đồ chơi', th: 'แม่ เด็ก และของเล่น', pt: 'mãe, bebê e brinquedos', id: 'ibu, bayi dan mainan' },
  99990: { en: 'home textiles and furniture', zh: '家纺家具', tw: '家紡家具', vi: 'dệt may gia dụng và nội thất', th: 'สิ่งทอและเฟอร์นิเจอร์', pt: 'têxteis e móveis', id: 'tekstil rumah dan furnitur' },
  99994: { en: 'food and health', zh: '食品保健', tw: '食品保健', vi: 'thực phẩm và sức khỏe', th: 'อาหารและสุขภาพ', pt: 'alimentos e saúde', id: 'makanan dan kesehatan' },
  99999: { en: 'fresh fruit', zh: '生鲜水果', tw: '生鮮水果', vi: 'trái cây tươi', th: 'ผลไม้สด', pt: 'frutas frescas', id: 'buah segar' },
  99992: { en: 'sport and outdoor', zh: '运动户外', tw: '運動戶外', vi: 'thể thao và dã ngoại', th: 'กีฬาและกลางแจ้ง', pt: 'esporte e ar livre', id: 'olahraga dan luar ruang' },
  99989: { en: 'medicine and health', zh: '医药健康', tw: '醫藥健康', vi: 'y tế và sức khỏe', th: 'ยาและสุขภาพ', pt: 'medicamentos e saúde', id: 'obat dan kesehatan' },
  99993: { en: 'virtual goods', zh: '虚拟商品', tw: '虛擬商品', vi: 'hàng ảo', th: 'สินค้าเสมือน', pt: 'bens virtuais', id: 'barang virtual' },
  99987: { en: 'auto parts and motorcycles', zh: '汽配摩托', tw: '汽配摩托', vi: 'phụ tùng ô tô và xe máy', th: 'อะไหล่รถยนต์และจักรยานยนต์', pt: 'autopeças e motos', id: 'suku cadang mobil dan motor' },
};

interface Templates {
  summary: (label: string, category: string) => string;
  /** Paragraphs of the body; the first names the item. */
  body: (label: string, category: string) => string[];
}

const TEMPLATES: Record<ContentLocale, Templates> = {
  en: {
    summary: (l, c) => `Demo data: a sample ${l.replace(/^Demo /, '')} about ${c}.`,
    body: (l, c) => [
      `Demo data. This ${l.replace(/^Demo /, '')} is sample content generated for SeaLens, about selling ${c} on Shopee across Southeast Asia.`,
      `Start from what buyers already search for: compare the hot-selling and soaring products of the category, note their price bands, and look at how many shops compete for the same keywords before you list a new product.`,
      `Then watch your numbers every day. Sales, visitors and conversion move with campaigns and seasons; a weekly review of your best and worst listings tells you where to spend on ads and where to fix titles, pictures or prices.`,
    ],
  },
  zh: {
    summary: (l, c) => `演示数据：一篇关于${c}的示例${l.replace(/^演示/, '')}。`,
    body: (l, c) => [
      `演示数据。这篇${l.replace(/^演示/, '')}是为 SeaLens 生成的示例内容，介绍如何在东南亚 Shopee 上销售${c}。`,
      `从买家已经在搜索的东西入手：比较该类目的热销和飙升商品，记下它们的价格区间，并在上架新品之前看看有多少店铺在争夺同样的关键词。`,
      `之后每天关注你的数据。销量、访客和转化率会随活动和季节变化；每周复盘表现最好和最差的商品，就知道广告该投在哪里，标题、图片或价格该改在哪里。`,
    ],
  },
  tw: {
    summary: (l, c) => `演示資料：一篇關於${c}的示例${l.replace(/^演示/, '')}。`,
    body: (l, c) => [
      `演示資料。這篇${l.replace(/^演示/, '')}是為 SeaLens 產生的示例內容，介紹如何在東南亞 Shopee 上銷售${c}。`,
      `從買家已經在搜尋的東西入手：比較該類目的熱銷和飆升商品，記下它們的價格區間，並在上架新品之前看看有多少店鋪在爭奪同樣的關鍵字。`,
      `之後每天關注你的數據。銷量、訪客和轉換率會隨活動和季節變化；每週檢討表現最好和最差的商品，就知道廣告該投在哪裡，標題、圖片或價格該改在哪裡。`,
    ],
  },
  vi: {
    summary: (l, c) => `Dữ liệu mẫu: ${l.toLowerCase()} về ${c}.`,
    body: (l, c) => [
      `Dữ liệu mẫu. ${l} này là nội dung minh họa được tạo cho SeaLens, về việc bán ${c} trên Shopee khắp Đông Nam Á.`,
      `Hãy bắt đầu từ những gì người mua đang tìm kiếm: so sánh các sản phẩm bán chạy và tăng trưởng nhanh của ngành hàng, ghi lại khoảng giá của chúng và xem có bao nhiêu cửa hàng cạnh tranh cùng từ khóa trước khi đăng sản phẩm mới.`,
      `Sau đó theo dõi số liệu mỗi ngày. Doanh số, lượt truy cập và tỷ lệ chuyển đổi thay đổi theo chiến dịch và mùa vụ; rà soát hằng tuần các sản phẩm tốt nhất và kém nhất cho bạn biết nên chi quảng cáo ở đâu và nên sửa tiêu đề, hình ảnh hay giá ở đâu.`,
    ],
  },
  th: {
    summary: (l, c) => `ข้อมูลตัวอย่าง: ${l}เกี่ยวกับ${c}`,
    body: (l, c) => [
      `ข้อมูลตัวอย่าง ${l}นี้เป็นเนื้อหาตัวอย่างที่สร้างขึ้นสำหรับ SeaLens เกี่ยวกับการขาย${c}บน Shopee ทั่วเอเชียตะวันออกเฉียงใต้`,
      `เริ่มจากสิ่งที่ผู้ซื้อค้นหาอยู่แล้ว: เปรียบเทียบสินค้าขายดีและสินค้ามาแรงของหมวดหมู่ จดช่วงราคาไว้ และดูว่ามีร้านค้ากี่ร้านที่แข่งขันในคีย์เวิร์ดเดียวกันก่อนลงสินค้าใหม่`,
      `จากนั้นติดตามตัวเลขของคุณทุกวัน ยอดขาย ผู้เข้าชม และอัตราการแปลงเปลี่ยนไปตามแคมเปญและฤดูกาล การทบทวนสินค้าที่ดีที่สุดและแย่ที่สุดทุกสัปดาห์จะบอกว่าควรใช้งบโฆษณาที่ใด และควรแก้ชื่อสินค้า รูปภาพ หรือราคาที่ใด`,
    ],
  },
  pt: {
    summary: (l, c) => `Dados de demonstração: ${l.toLowerCase()} sobre ${c}.`,
    body: (l, c) => [
      `Dados de demonstração. Este ${l.toLowerCase()} é um conteúdo de exemplo gerado para o SeaLens, sobre a venda de ${c} na Shopee no Sudeste Asiático.`,
      `Comece pelo que os compradores já procuram: compare os produtos mais vendidos e em alta da categoria, anote as faixas de preço e veja quantas lojas disputam as mesmas palavras-chave antes de anunciar um produto novo.`,
      `Depois acompanhe seus números todos os dias. Vendas, visitantes e conversão mudam com campanhas e estações; uma revisão semanal dos seus melhores e piores anúncios mostra onde investir em anúncios e onde corrigir títulos, fotos ou preços.`,
    ],
  },
  id: {
    summary: (l, c) => `Data demo: ${l.toLowerCase()} tentang ${c}.`,
    body: (l, c) => [
      `Data demo. ${l} ini adalah konten contoh yang dibuat untuk SeaLens, tentang menjual ${c} di Shopee di seluruh Asia Tenggara.`,
      `Mulailah dari apa yang sudah dicari pembeli: bandingkan produk terlaris dan yang sedang naik di kategori itu, catat rentang harganya, dan lihat berapa banyak toko yang bersaing untuk kata kunci yang sama sebelum Anda menayangkan produk baru.`,
      `Lalu pantau angka Anda setiap hari. Penjualan, pengunjung, dan konversi berubah mengikuti kampanye dan musim; tinjauan mingguan atas produk terbaik dan terburuk menunjukkan di mana harus berbelanja iklan dan di mana harus memperbaiki judul, gambar, atau harga.`,
    ],
  },
};

const escapeHtml = (text: string) => text.replace(/[<>&"]/g, (ch) => `&#${ch.charCodeAt(0)};`);

/** Item `number` of `kind` about category `typeId`, in `locale`. */
export function demoText(kind: SeedKind, number: number, typeId: number, locale: ContentLocale) {
  const label = KIND_LABELS[kind][locale];
  const category = CATEGORY_NAMES[typeId]?.[locale] ?? String(typeId);
  const t = TEMPLATES[locale];
  return {
    title: `${label} ${number}: ${category}`,
    summary: t.summary(label, category),
    content: t.body(label, category).map((p) => `<p>${escapeHtml(p)}</p>`).join('\n'),
  };
}
