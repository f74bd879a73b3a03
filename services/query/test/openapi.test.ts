import { EVENT_CATEGORIES } from '@nes/contracts';
import { ajv } from '@nes/contracts';
import { buildOpenApiDocument } from '../src/openapi';
import { makeEvent } from './fixtures';

describe('OpenAPI document', () => {
  const doc = buildOpenApiDocument();

  it('is OpenAPI 3.1 with the four spec endpoints (plus freshness) under /v1 and bearer security', () => {
    expect(doc.openapi).toBe('3.1.0');
    expect(doc.servers[0]!.url).toBe('/v1');
    expect(Object.keys(doc.paths).sort()).toEqual([
      '/companies',
      '/companies/{ticker}',
      '/events',
      '/events/{id}',
      '/freshness',
      '/openapi.json',
    ]);
    expect(doc.components.securitySchemes.bearer).toMatchObject({ type: 'http', scheme: 'bearer' });
    const params = doc.paths['/events'].get.parameters;
    expect(params.find((p) => p.name === 'event_type')!.schema).toMatchObject({ enum: EVENT_CATEGORIES });
    expect(params.find((p) => p.name === 'limit')!.schema).toMatchObject({ default: 20, maximum: 100 });
  });

  it('documents the 400 of the single-resource paths (they refuse query parameters)', () => {
    expect(doc.paths['/events/{id}'].get.responses).toHaveProperty('400');
    expect(doc.paths['/companies/{ticker}'].get.responses).toHaveProperty('400');
  });

  it('documents that event pages are full (index walks), the short-page fallback, the window and when total is present', () => {
    const events = doc.paths['/events'].get.description;
    expect(events).toMatch(/served by an index walk in list order/);
    expect(events).toMatch(/full \(`limit` items\) until the last/);
    expect(events).toMatch(/at most 2,000 index rows/);
    expect(events).toMatch(/window of the newest events when it provably holds the whole page/);
    expect(events).toMatch(/first page of the same filters kept current/);
    expect(events).toMatch(/`total` is present only when the response holds the whole result/);
    expect(doc.paths['/companies'].get.description).toMatch(/`total` is present only when/);
    expect(doc.info.description).not.toMatch(/`total` is present on every list response/);
  });

  it('has every $ref resolvable and no $id left', () => {
    const text = JSON.stringify(doc);
    expect(text).not.toContain('"$id"');
    for (const m of text.matchAll(/"\$ref":"#\/components\/schemas\/([A-Za-z]+)"/g))
      expect(doc.components.schemas).toHaveProperty(m[1]!);
  });

  it('its component schemas validate what the contract validators validate', () => {
    // Each component as a schema of its own (ids oa-<Name>), refs rewritten to match, on the contracts' ajv (v8).
    const rewired = JSON.parse(
      JSON.stringify(doc.components.schemas).replace(/#\/components\/schemas\/([A-Za-z]+)/g, 'oa-$1'),
    ) as Record<string, object>;
    for (const [name, schema] of Object.entries(rewired))
      if (!ajv.getSchema(`oa-${name}`)) ajv.addSchema({ ...schema, $id: `oa-${name}` });
    const validateList = ajv.getSchema('oa-EventList')!;
    const ok = { data: [makeEvent(1)], next_cursor: null, total: 1 };
    expect(validateList(ok) || validateList.errors).toBe(true);
    expect(validateList({ ...ok, data: [{ ...makeEvent(1), _id: 'x' }] })).toBe(false);
    const validateError = ajv.getSchema('oa-ErrorBody')!;
    expect(validateError({ error: 'not_found', message: 'x', request_id: 'r' })).toBe(true);
    expect(validateError({ error: 'teapot', message: 'x', request_id: 'r' })).toBe(false);
  });
});
