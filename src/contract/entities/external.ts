import { z } from 'zod';
import { optionalText } from '../primitives.ts';

/**
 * Answers of the external customer and user information services (API-77, API-78). They live on other hosts, so
 * they have no entry in `calls`; lowercase names as the spec writes them.
 */
const ExternalDocumentSchema = z.looseObject({ uri: z.string(), displayName: optionalText() });

export const ExternalCustomerInfoSchema = z.looseObject({
  welcomeText: optionalText(),
  documents: z.array(ExternalDocumentSchema).nullish(),
});
export type ExternalCustomerInfo = z.infer<typeof ExternalCustomerInfoSchema>;

/** Devices are not described; they are kept as loose records. */
export const ExternalUserInfoSchema = z.looseObject({
  devices: z.array(z.looseObject({})).nullish(),
  sensitiveData: z.array(z.looseObject({ category: optionalText(), data: z.unknown() })).nullish(),
  documents: z.array(ExternalDocumentSchema).nullish(),
});
export type ExternalUserInfo = z.infer<typeof ExternalUserInfoSchema>;
