import { endpoints, TemplateLayoutSchema, type ServerTemplateLayout } from '../../src/contract/index.ts';
import { isBuiltInTemplate, serverTemplateKey, type StoredServerTemplate } from '../../src/domain/templates.ts';
import type { HttpResult } from './http.ts';
import type { UserContext } from './user-context.ts';

/** A JSON layout out of a template answer; anything else (HTML, a broken layout) counts as no template. */
function layoutOf(result: HttpResult<string>): ServerTemplateLayout | null {
  if (!result.ok) return null;
  try {
    const parsed = TemplateLayoutSchema.safeParse(JSON.parse(result.value));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

/**
 * The template of an alarm whose template_type has no built-in body (DETAIL-16): GET api/template, else
 * GET static/{type}. Without an answer at all the stored one stays, so an offline reload keeps the last layout.
 */
export async function loadServerTemplate(ctx: UserContext, templateType: string | null | undefined): Promise<void> {
  if (!templateType || isBuiltInTemplate(templateType)) return;
  const fromApi = await ctx.http.send(endpoints.template, { query: { template: templateType } });
  let layout = layoutOf(fromApi);
  let answered = fromApi.status !== 0;
  if (!layout) {
    const fromStatic = await ctx.http.send(endpoints.staticTemplate, { params: { template_type: templateType } });
    layout = layoutOf(fromStatic);
    answered ||= fromStatic.status !== 0;
  }
  if (!answered) return;
  const value: StoredServerTemplate = { layout };
  await ctx.db.meta.put({ key: serverTemplateKey(templateType), value });
}
