// Page content and FAQs for admins. A page shows every field its screen reads (the defaults
// merged with what is stored, as the public endpoints answer); saving stores the fields sent,
// which must be the page's own.
// Rich text (fields named `content` or `*_html`, and FAQ answers) is sanitized here, on the way
// in, with the same small set of formatting tags as an artist's About text, so every page can
// render it as stored. Plain fields are text and are shown escaped. A save of a page or a FAQ
// made from a copy older than the stored one (another admin saved meanwhile) is refused with
// 409 rather than undoing theirs. The route has already checked that the user is an admin.
import {
  ADMIN_CONTENT_PAGES,
  isHtmlField,
  type AdminContentPage,
  type AdminFaq,
  type FaqInput,
} from '../../../src/domain/admin/content';
import type { ContentPage } from '../../../src/domain/content';
import type { AppContext } from '../../context';
import { MSG } from '../../../src/domain/messages';
import { notFound, validationError } from '../../http/errors';
import { AdminContentRepository } from '../../repositories/admin/content.repository';
import { ContentService, pageFields } from '../content.service';
import { isPageField } from '../content.defaults';
import { faqVersion, pageFieldsVersion, sameFaqAs, samePageFieldsAs } from '../edit-versions';
import { sanitizeRichText } from '../rich-text';

/** An answer is required, and must still say something once sanitized ('' if it shows nothing). */
function cleanAnswer(html: string): string {
  const clean = sanitizeRichText(html);
  if (clean === '') throw validationError({ answer: [MSG.required] });
  return clean;
}

const pageLabel = (page: ContentPage) =>
  ADMIN_CONTENT_PAGES.find((p) => p.page === page)?.label ?? page;

/** A save may write only the page's own fields: another key would be stored, shown and served. */
function refuseOtherFields(page: ContentPage, fields: Record<string, string>): void {
  const others = Object.keys(fields).filter((key) => !isPageField(page, key));
  if (others.length === 0) return;
  throw validationError(
    Object.fromEntries(
      others.map((key) => [`fields.${key}`, [`${pageLabel(page)} has no field named ${key}.`]]),
    ),
  );
}

const withFaqVersion = (row: Omit<AdminFaq, 'faq_version'>): AdminFaq => ({
  ...row,
  faq_version: faqVersion(row),
});

export class AdminContentService {
  private readonly repo: AdminContentRepository;
  private readonly content: ContentService;

  constructor(private readonly ctx: AppContext) {
    this.repo = new AdminContentRepository(ctx.db);
    this.content = new ContentService(ctx);
  }

  async page(page: ContentPage): Promise<AdminContentPage> {
    const fields = await this.content.fields(page);
    return {
      page,
      label: pageLabel(page),
      fields,
      html_fields: Object.keys(fields).filter(isHtmlField),
      page_version: pageFieldsVersion(fields),
    };
  }

  /** `version` is the page_version the editor loaded: a save from an older copy is refused. */
  async savePage(
    page: ContentPage,
    fields: Record<string, string>,
    version?: string,
  ): Promise<AdminContentPage> {
    refuseOtherFields(page, fields);
    const clean = Object.fromEntries(
      Object.entries(fields).map(([key, value]) => [
        key,
        isHtmlField(key) ? sanitizeRichText(value) : value.trim(),
      ]),
    );
    await this.ctx.db.transaction().execute(async (trx) => {
      const repo = new AdminContentRepository(trx);
      const stored = await repo.lockPageFields(page, pageFields(page, {}));
      samePageFieldsAs(version)(pageFields(page, stored));
      await repo.saveFields(page, clean);
    });
    return this.page(page);
  }

  async faqs(): Promise<AdminFaq[]> {
    return (await this.repo.listFaqs()).map(withFaqVersion);
  }

  async createFaq(input: FaqInput): Promise<AdminFaq> {
    const id = await this.repo.insertFaq({
      question: input.question.trim(),
      answer: cleanAnswer(input.answer),
      sort: input.sort ?? (await this.repo.nextFaqSort()),
    });
    return this.faq(id);
  }

  async updateFaq(id: number, input: FaqInput): Promise<AdminFaq> {
    const found = await this.repo.updateFaq(
      id,
      {
        question: input.question.trim(),
        answer: cleanAnswer(input.answer),
        ...(input.sort !== undefined ? { sort: input.sort } : {}),
      },
      sameFaqAs(input.faq_version),
    );
    if (!found) throw notFound('FAQ not found.');
    return this.faq(id);
  }

  async deleteFaq(id: number): Promise<void> {
    if (!(await this.repo.deleteFaq(id))) throw notFound('FAQ not found.');
  }

  private async faq(id: number): Promise<AdminFaq> {
    const row = await this.repo.findFaq(id);
    if (!row) throw notFound('FAQ not found.');
    return withFaqVersion(row);
  }
}
