import { z } from 'zod';
import { optionalText } from '../primitives.ts';

/** A document link of the external services (calls §7): uri and displayName. */
export const ExternalDocumentLinkSchema = z.looseObject({ uri: z.string().max(2000), displayName: optionalText() });
export type ExternalDocumentLink = z.infer<typeof ExternalDocumentLinkSchema>;

/**
 * The external customer service's answer for an object (calls §7, API-77): welcomeText and documents. The call
 * centre's name is not in the spec's answer; the reference service adds it as callCenterName.
 */
export const ExternalCustomerInfoSchema = z.looseObject({
  callCenterName: optionalText(),
  welcomeText: optionalText(),
  documents: z.array(ExternalDocumentLinkSchema).nullish(),
});
export type ExternalCustomerInfo = z.infer<typeof ExternalCustomerInfoSchema>;

/** The external dynamics service's user info (calls §7, API-78): devices, sensitive data by category, documents. */
export const ExternalUserInfoSchema = z.looseObject({
  devices: z.array(z.looseObject({ externalId: optionalText(), name: optionalText() })).nullish(),
  sensitiveData: z.array(z.looseObject({ category: optionalText(), data: optionalText() })).nullish(),
  documents: z.array(ExternalDocumentLinkSchema).nullish(),
});
export type ExternalUserInfo = z.infer<typeof ExternalUserInfoSchema>;
