// Content, as an admin walks the screen: page fields (rich text sanitized on the server), FAQs,
// config lists validated by the domain schemas (a new price shows in the configurator's lists
// and the cart at once) and the additional products.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AdminContentPage, AdminFaq, AdminProduct } from '../../src/domain/admin/content';
import type { Media } from '../../src/domain/config-lists';
import { printOptions, seedShopConfig } from '../factories/shop-config';
import { makeArtist, makeImage } from '../factories/storefront';
import { createUser } from '../factories/users';
import { HttpClient } from '../helpers/http-client';
import { createTestApp, type TestApp } from '../helpers/test-app';

type Errors = { errors: Record<string, string[]> };

describe('admin content', () => {
  let t: TestApp;
  let admin: HttpClient;
  const visitor = () => new HttpClient(t);

  beforeAll(async () => {
    t = await createTestApp();
    await seedShopConfig(t.ctx.db);
    const user = await createUser(t.ctx.db, { admin: true });
    admin = new HttpClient(t);
    await admin.login(user.email, user.password);
  });
  afterAll(() => t?.close());

  it('shows a page with every field its screen reads and which are rich text', async () => {
    const res = await admin.get('/api/admin/content/about');
    expect(res.statusCode).toBe(200);
    const page = res.json<{ data: AdminContentPage }>().data;
    expect(page).toMatchObject({ page: 'about', label: 'About', html_fields: ['content'] });
    expect(Object.keys(page.fields)).toEqual(
      expect.arrayContaining([
        'meta_title',
        'meta_description',
        'meta_keywords',
        'title',
        'content',
      ]),
    );
    expect((await admin.get('/api/admin/content/nowhere')).statusCode).toBe(404);
  });

  it('saves fields, sanitizing rich text, and the public page reads them', async () => {
    const res = await admin.put('/api/admin/content/about', {
      fields: {
        title: '  Our studio  ',
        meta_title: 'About the studio',
        content:
          '<h1>Hello</h1><p onclick="x()">We print <b>art</b>.</p><script>alert(1)</script><img src=x onerror=alert(1)>',
      },
    });
    expect(res.statusCode).toBe(200);
    const saved = res.json<{ data: AdminContentPage }>().data.fields;
    expect(saved.title).toBe('Our studio');
    expect(saved.content).toBe('<h2>Hello</h2><p>We print <b>art</b>.</p>');
    const pub = (await visitor().get('/api/about-fields')).json<Record<string, string>>();
    expect(pub).toMatchObject({
      title: 'Our studio',
      meta_title: 'About the studio',
      content: saved.content,
    });

    const contact = await admin.put('/api/admin/content/contact-us', {
      fields: { second_block_phone: '(555) 000-1111' },
    });
    expect(contact.statusCode).toBe(200);
    expect((await visitor().get('/api/contact-us-fields')).json()).toMatchObject({
      second_block_phone: '(555) 000-1111',
    });
    const badKey = await admin.put('/api/admin/content/about', { fields: { 'Bad Key': 'x' } });
    expect(badKey.statusCode).toBe(422);
    expect(badKey.json<Errors>().errors).toEqual({
      'fields.Bad Key': ['Field names are lower_case_words.'],
    });
  });

  it('keeps a page to its own fields: others are refused, and ones stored before are not shown', async () => {
    const junk = await admin.put('/api/admin/content/about', {
      fields: { title: 'About the studio', constructor: 'x', junk_field: '<script>x</script>' },
    });
    expect(junk.statusCode).toBe(422);
    expect(junk.json<Errors>().errors).toEqual({
      'fields.constructor': ['About has no field named constructor.'],
      'fields.junk_field': ['About has no field named junk_field.'],
    });
    const about = (await admin.get('/api/admin/content/about')).json<{ data: AdminContentPage }>();
    expect(about.data.fields).not.toHaveProperty('junk_field');
    expect(about.data.fields.title).not.toBe('About the studio');

    // A typo saved before this rule showed as an extra input in the editor, and was served.
    await t.ctx.db
      .insertInto('content_fields')
      .values({ page: 'return-policy', key: 'typo_titel', value: 'Retrun policy' })
      .execute();
    const policy = (await admin.get('/api/admin/content/return-policy')).json<{
      data: AdminContentPage;
    }>().data;
    expect(Object.keys(policy.fields).sort()).toEqual([
      'content',
      'meta_description',
      'meta_keywords',
      'meta_title',
      'title',
    ]);
    const served = await visitor().get('/api/return-policy-get-fields');
    expect(served.json()).not.toHaveProperty('typo_titel');
    const saved = await admin.put('/api/admin/content/return-policy', {
      fields: policy.fields,
      page_version: policy.page_version,
    });
    expect(saved.statusCode).toBe(200);

    // The home page's Fresh art button is read by the home screen: it is one of the page's fields.
    const button = await admin.put('/api/admin/content/homepage', {
      fields: { slider_section_button_text: 'See all new work' },
    });
    expect(button.statusCode).toBe(200);
    expect((await visitor().get('/api/homepage-fields')).json()).toMatchObject({
      slider_section_button_text: 'See all new work',
      slider_section_button_link: '/art-categories',
    });
  });

  it('adds, edits, orders and deletes FAQs with sanitized answers', async () => {
    const a = await admin.post('/api/admin/faqs', {
      question: 'How long does printing take?',
      answer: '<p>About <strong>five</strong> days.</p><iframe src="x"></iframe>',
    });
    expect(a.statusCode).toBe(201);
    const first = a.json<{ data: AdminFaq }>().data;
    expect(first.answer).toBe('<p>About <strong>five</strong> days.</p>');
    const b = (
      await admin.post('/api/admin/faqs', {
        question: 'Do you ship abroad?',
        answer: '<p>Yes.</p>',
      })
    ).json<{
      data: AdminFaq;
    }>().data;
    expect(b.sort).toBeGreaterThan(first.sort);
    const empty = await admin.post('/api/admin/faqs', { question: 'Q', answer: '<p></p>' });
    expect(empty.json<Errors>().errors.answer).toEqual(['This field is required.']);

    await admin.put(`/api/admin/faqs/${b.id}`, {
      question: 'Do you ship to Canada?',
      answer: '<p>Yes.</p>',
      sort: 0,
    });
    await admin.put(`/api/admin/faqs/${first.id}`, {
      question: first.question,
      answer: first.answer,
      sort: 1,
    });
    const pub = (await visitor().get('/api/faqs-questions-answers')).json<{ data: AdminFaq[] }>();
    expect(pub.data.map((f) => f.question)).toEqual([
      'Do you ship to Canada?',
      'How long does printing take?',
    ]);

    expect((await admin.delete(`/api/admin/faqs/${b.id}`)).statusCode).toBe(200);
    expect((await admin.delete(`/api/admin/faqs/${b.id}`)).statusCode).toBe(404);
    expect((await admin.get('/api/admin/faqs')).json<{ data: AdminFaq[] }>().data).toHaveLength(1);
  });

  it('refuses a FAQ answer that shows nothing: spaces, non-breaking ones and empty markup', async () => {
    const { id } = (
      await admin.post('/api/admin/faqs', { question: 'Do you frame?', answer: '<p>Yes.</p>' })
    ).json<{ data: AdminFaq }>().data;
    for (const answer of ['&nbsp;', '<p>&nbsp;</p>', '\u00a0', '<p> &#160;<br></p><p>\u200b</p>']) {
      const created = await admin.post('/api/admin/faqs', { question: 'Q', answer });
      expect(created.statusCode, answer).toBe(422);
      expect(created.json<Errors>().errors, answer).toEqual({
        answer: ['This field is required.'],
      });
      const edited = await admin.put(`/api/admin/faqs/${id}`, {
        question: 'Do you frame?',
        answer,
      });
      expect(edited.statusCode, answer).toBe(422);
    }
    const pub = (await visitor().get('/api/faqs-questions-answers')).json<{ data: AdminFaq[] }>();
    expect(pub.data.find((f) => f.id === id)?.answer).toBe('<p>Yes.</p>');
    expect(pub.data.map((f) => f.question)).not.toContain('Q');
    await admin.delete(`/api/admin/faqs/${id}`);
  });

  it('refuses an invalid config list with the path of every bad field', async () => {
    const medias = (await admin.get('/api/admin/config/medias')).json<{ items: Media[] }>().items;
    const broken = structuredClone(medias) as unknown as Array<Record<string, unknown>>;
    broken[0]!.pricePerSqIn = -1;
    delete broken[1]!.text;
    const res = await admin.put('/api/admin/config/medias', { items: broken });
    expect(res.statusCode).toBe(422);
    const errors = res.json<Errors>().errors;
    expect(Object.keys(errors).sort()).toEqual(['items.0.pricePerSqIn', 'items.1.text']);

    const twice = await admin.put('/api/admin/config/medias', { items: [...medias, medias[0]] });
    expect(twice.json<Errors>().errors[`items.${medias.length}.value`]).toEqual([
      `The value "${medias[0]!.value}" is used twice.`,
    ]);
    const pricing = await admin.put('/api/admin/config/pricing', { items: { inkPrice: 'free' } });
    expect(pricing.statusCode).toBe(422);
    expect((await admin.get('/api/admin/config/colours')).statusCode).toBe(404);
  });

  it('refuses print sizes listed twice or too small to print, and mats one only in spacing or case', async () => {
    const twice = await admin.put('/api/admin/config/printSizes', { items: [8, 8, 10] });
    expect(twice.statusCode).toBe(422);
    expect(twice.json<Errors>().errors).toEqual({ 'items.1': ['The size 8 in is listed twice.'] });
    const tiny = await admin.put('/api/admin/config/printSizes', { items: [0.001, 10] });
    expect(tiny.json<Errors>().errors).toEqual({
      'items.0': ['A print size may not be less than 4 in.'],
    });

    type Mat = { value: string; text: string; color: string; pricePerSqIn: number };
    const mats = (await admin.get('/api/admin/config/mats')).json<{ items: Mat[] }>().items;
    const white = mats.find((m) => m.value === 'white')!;
    const alike = await admin.put('/api/admin/config/mats', {
      items: [...mats, { ...white, value: ' white' }, { ...white, value: 'WHITE' }],
    });
    expect(alike.statusCode).toBe(422);
    expect(alike.json<Errors>().errors).toEqual({
      [`items.${mats.length}.value`]: ['The value "white" is used twice.'],
      [`items.${mats.length + 1}.value`]: ['The value "WHITE" is used twice.'],
    });
    const huge = await admin.put('/api/admin/config/mats', {
      items: [...mats, { ...white, value: 'x'.repeat(100_000), text: 'y'.repeat(100_000) }],
    });
    expect(huge.json<Errors>().errors).toEqual({
      [`items.${mats.length}.value`]: ['The value may not be greater than 64 characters.'],
      [`items.${mats.length}.text`]: ['The text may not be greater than 200 characters.'],
    });
    const spaced = await admin.put('/api/admin/config/mats', {
      items: mats.map((m) => (m.value === 'white' ? { ...m, text: '  Bright White ' } : m)),
    });
    expect(spaced.statusCode).toBe(200);
    const served = (await visitor().get('/api/config/mats')).json<{ data: Mat[] }>().data;
    expect(served.find((m) => m.value === 'white')!.text).toBe('Bright White');

    // A list saved before these rules is still read as it is: refused, it would take the
    // configurator down with it.
    const before = (await admin.get('/api/admin/config/printSizes')).json<{ items: number[] }>();
    await t.ctx.db
      .updateTable('config_lists')
      .set({ items: JSON.stringify([3, ...before.items]) })
      .where('name', '=', 'printSizes')
      .execute();
    const config = await visitor().get('/api/config');
    expect(config.statusCode).toBe(200);
    expect(config.json<{ data: { printSizes: number[] } }>().data.printSizes[0]).toBe(3);
    await admin.put('/api/admin/config/printSizes', { items: before.items });
  });

  it('keeps presets to the options the lists offer', async () => {
    type Preset = { name: string; value: string; config: Record<string, unknown> };
    const presets = (await admin.get('/api/admin/config/presets')).json<{ items: Preset[] }>();
    const framed = presets.items.findIndex((p) => p.config.frame === 'black');
    const odd = structuredClone(presets.items);
    odd[framed]!.config = { ...odd[framed]!.config, frame: 'gold-leaf', size: 17 };
    const refused = await admin.put('/api/admin/config/presets', { items: odd });
    expect(refused.statusCode).toBe(422);
    expect(refused.json<Errors>().errors).toEqual({
      [`items.${framed}.config.frame`]: ['The selected frame is invalid.'],
      [`items.${framed}.config.size`]: ['The selected size is invalid.'],
    });

    // A frame taken off its list (out of stock) is taken: the preset naming it is not offered
    // to buyers meanwhile, and comes back with the frame.
    const offered = async () =>
      (await visitor().get('/api/config/presets'))
        .json<{ data: Preset[] }>()
        .data.map((p) => p.value);
    const frames = (await admin.get('/api/admin/config/frames')).json<{
      items: Array<{ value: string }>;
    }>().items;
    const withdrawn = await admin.put('/api/admin/config/frames', {
      items: frames.filter((f) => f.value !== 'black'),
    });
    expect(withdrawn.statusCode).toBe(200);
    try {
      expect(await offered()).not.toContain(presets.items[framed]!.value);
      expect(await offered()).toHaveLength(presets.items.length - 1);
      const value = presets.items[framed]!.value;
      const image = await makeImage(t.ctx.db, (await makeArtist(t.ctx.db)).id);
      const asked = await visitor().get(`/api/images/${image.id}/${value}/presets`);
      expect(asked.statusCode).toBe(404);
      const kept = (await admin.get('/api/admin/config/presets')).json<{ items: Preset[] }>();
      expect(kept.items).toHaveLength(presets.items.length);
      // Meanwhile another preset can still be edited: the one waiting for its frame is kept.
      const renamed = kept.items.map((p, i) => (i === framed ? p : { ...p, name: `${p.name}!` }));
      const edited = await admin.put('/api/admin/config/presets', { items: renamed });
      expect(edited.statusCode).toBe(200);
      expect((await admin.put('/api/admin/config/presets', { items: kept.items })).statusCode).toBe(
        200,
      );
    } finally {
      expect((await admin.put('/api/admin/config/frames', { items: frames })).statusCode).toBe(200);
    }
    expect(await offered()).toContain(presets.items[framed]!.value);
  });

  it("refuses a list saved from an older copy, which would undo another admin's save", async () => {
    type List = { items: Media[]; updated_at: string };
    const opened = (await admin.get('/api/admin/config/medias')).json<List>();
    const renamed = (text: string) => opened.items.map((m, i) => (i === 0 ? { ...m, text } : m));
    const first = await admin.put('/api/admin/config/medias', {
      items: renamed('Lustre, first admin'),
      updated_at: opened.updated_at,
    });
    expect(first.statusCode).toBe(200);
    const stale = await admin.put('/api/admin/config/medias', {
      items: renamed('Lustre, second admin'),
      updated_at: opened.updated_at,
    });
    expect(stale.statusCode).toBe(409);
    expect(stale.json()).toEqual({
      message:
        'Another admin saved Medias (papers and canvases) after you opened it, so yours was not saved. Load the saved list, then make your changes again.',
    });
    // A version that is no time at all is a malformed request, not another admin's save.
    const garbled = await admin.put('/api/admin/config/medias', {
      items: opened.items,
      updated_at: 'garbage',
    });
    expect(garbled.statusCode).toBe(422);
    expect(Object.keys(garbled.json<Errors>().errors)).toEqual(['updated_at']);
    const stored = (await admin.get('/api/admin/config/medias')).json<List>();
    expect(stored.items[0]!.text).toBe('Lustre, first admin');
    const again = await admin.put('/api/admin/config/medias', {
      items: opened.items,
      updated_at: stored.updated_at,
    });
    expect(again.statusCode).toBe(200);
  });

  it('applies a new paper price at once: in the config list and in the cart', async () => {
    const artist = await createUser(t.ctx.db, { artist: true });
    const image = await makeImage(t.ctx.db, artist.artist_id!);
    const subCent = await admin.post('/api/admin/products', {
      name: 'Per square inch',
      unit_price: 0.125,
      calculation_type: 'flat',
    });
    expect(subCent.json<Errors>().errors).toEqual({
      unit_price: ['The unit price must be in whole cents.'],
    });

    const buyer = await createUser(t.ctx.db);
    const cart = new HttpClient(t);
    await cart.login(buyer.email, buyer.password);
    await cart.post('/api/cart', {
      image_id: image.id,
      quantity: 1,
      print_options: printOptions(),
    });
    const before = (await cart.get('/api/cart')).json<{ grand_total: number }>().grand_total;

    const medias = (await admin.get('/api/admin/config/medias')).json<{ items: Media[] }>().items;
    const lustre = medias.find((m) => m.value === 'lustre')!;
    const raised = medias.map((m) =>
      m.value === 'lustre' ? { ...m, pricePerSqIn: m.pricePerSqIn * 2 } : m,
    );
    const res = await admin.put('/api/admin/config/medias', { items: raised });
    expect(res.statusCode).toBe(200);
    expect(res.json<{ updated_at: string | null }>().updated_at).not.toBeNull();

    const served = (await visitor().get('/api/config/medias')).json<{ data: Media[] }>().data;
    expect(served.find((m) => m.value === 'lustre')!.pricePerSqIn).toBe(lustre.pricePerSqIn * 2);
    const after = (await cart.get('/api/cart')).json<{ grand_total: number }>().grand_total;
    expect(after).toBeGreaterThan(before);
  });

  it('adds, edits and deletes products; a product in use cannot be deleted', async () => {
    const created = await admin.post('/api/admin/products', {
      name: 'Gift Wrapping',
      unit_price: 7.5,
      calculation_type: 'flat',
    });
    expect(created.statusCode).toBe(201);
    const product = created.json<{ data: AdminProduct }>().data;
    const edited = await admin.put(`/api/admin/products/${product.id}`, {
      name: 'Gift Wrapping',
      unit_price: 9,
      calculation_type: 'flat',
    });
    expect(edited.json<{ data: AdminProduct }>().data.unit_price).toBe(9);
    const served = (await visitor().get('/api/products')).json<{ data: AdminProduct[] }>().data;
    expect(served.find((p) => p.id === product.id)).toMatchObject({ unit_price: 9 });

    const bad = await admin.post('/api/admin/products', {
      name: '',
      unit_price: -1,
      calculation_type: 'weight',
    });
    expect(Object.keys(bad.json<Errors>().errors).sort()).toEqual([
      'calculation_type',
      'name',
      'unit_price',
    ]);

    // Above the ceiling every price list is read with: saved, it broke the shop's prices (500s).
    const tooDear = await admin.put(`/api/admin/products/${product.id}`, {
      name: 'Gift Wrapping',
      unit_price: 150_000,
      calculation_type: 'flat',
    });
    expect(tooDear.json<Errors>().errors).toEqual({
      unit_price: ['The unit price must not be greater than 100000.'],
    });
    expect((await visitor().get('/api/products')).statusCode).toBe(200);

    const buyer = await createUser(t.ctx.db);
    const cart = new HttpClient(t);
    await cart.login(buyer.email, buyer.password);
    expect((await cart.post('/api/cart', { product_id: product.id, quantity: 1 })).statusCode).toBe(
      201,
    );
    const inUse = await admin.delete(`/api/admin/products/${product.id}`);
    expect(inUse.statusCode).toBe(422);
    expect(inUse.json<Errors>().errors.product![0]).toContain('cannot be deleted');
    await cart.post('/api/cart/clear');
    expect((await admin.delete(`/api/admin/products/${product.id}`)).statusCode).toBe(200);
    expect((await admin.delete(`/api/admin/products/${product.id}`)).statusCode).toBe(404);
  });
});
