import { useFreshLiveQuery } from '../../db/use-fresh-live-query.ts';
import type { ServerTemplateLayout } from '../../contract/index.ts';
import { useUserDatabase } from '../../db/hooks.ts';
import { isBuiltInTemplate, serverTemplateKey, type StoredServerTemplate } from '../../domain/templates.ts';

/**
 * The server-supplied layout of a template_type without a built-in body (DETAIL-16), as the engine stored it when
 * the alarm was opened; null while there is none (the default body shows meanwhile, so handling is never held up).
 */
export function useServerTemplate(templateType: string): ServerTemplateLayout | null {
  const db = useUserDatabase();
  return (
    useFreshLiveQuery(async () => {
      if (!db || isBuiltInTemplate(templateType)) return null;
      const row = await db.meta.get(serverTemplateKey(templateType));
      return (row?.value as StoredServerTemplate | undefined)?.layout ?? null;
    }, [db, templateType]) ?? null
  );
}
