import { pageNumberOf } from './content-loader-support';
import { COLLEGE_MENU, SECTIONS } from './content-sections';

describe('content routes (README "Content routes")', () => {
  it("takes the college's optional segment as a page number: the classroom menu's links are page 1", () => {
    expect(SECTIONS.courses.listPath(1)).toBe('/business-college/online-courses/1');
    expect(SECTIONS.tips.listPath(1)).toBe('/business-college/operate/1');
    expect(SECTIONS.ecommerce.listPath(1)).toBe('/business-college/ecommerce-intro/1');
    expect(SECTIONS.community.listPath(1)).toBe('/business-college/electricity/1');
    expect(COLLEGE_MENU.slice(0, 4)).toEqual(['courses', 'tips', 'ecommerce', 'community']);
  });

  it('opens items by id on the article-like paths', () => {
    const item = { id: 'article-1' };
    expect(SECTIONS.ecommerce.detailPath?.(item)).toBe('/article/ecommerce/article-1');
    expect(SECTIONS.tips.detailPath?.(item)).toBe('/article/operate/article-1');
    expect(SECTIONS.courses.detailPath?.(item)).toBe('/lesson/article-1');
    expect(SECTIONS.news.detailPath?.(item)).toBe('/IndustryNewsDetails/article-1');
    expect(SECTIONS.community.detailPath?.(item)).toBe('/electricity-detail/article-1');
    expect(SECTIONS.reports.detailPath?.(item)).toBe('/report/article-1');
    expect(SECTIONS.releases.detailPath).toBeUndefined();
  });

  it('pages lists without a segment of their own with ?page=, /lesson canonical on the college list', () => {
    expect(SECTIONS.news.listPath(1)).toBe('/IndustryNews');
    expect(SECTIONS.news.listPath(3)).toBe('/IndustryNews?page=3');
    expect(SECTIONS.lessons.canonicalListPath?.(2)).toBe('/business-college/online-courses/2');
  });

  it('reads page numbers: absent is 1, anything but a whole number from 1 is not found', () => {
    expect(pageNumberOf(undefined)).toBe(1);
    expect(pageNumberOf('')).toBe(1);
    expect(pageNumberOf('12')).toBe(12);
    for (const bad of ['0', '-1', '1.5', 'abc', '01', '9999999']) {
      let thrown: unknown;
      try {
        pageNumberOf(bad);
      } catch (error) {
        thrown = error;
      }
      expect(thrown, bad).toBeInstanceOf(Response);
      expect((thrown as Response).status).toBe(404);
    }
  });
});
