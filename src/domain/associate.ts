/** Per-widget switches the associate panel reads (a template's slot settings). */
export interface AssociateSettings {
  associateWithOtherObject?: unknown;
  allowSwap?: unknown;
}

/** The associate-with-other-object panel shows for template caverion-se or when its widget setting enables it (DETAIL-42). */
export function associatePanelShown(templateType: string, settings: AssociateSettings | undefined): boolean {
  return templateType.toLowerCase() === 'caverion-se' || settings?.associateWithOtherObject === true;
}

/**
 * Swap shared-with is offered only when the template allows swapping (DETAIL-43), never in read-only mode (calls §6)
 * and only to the alarm's owner (only the owner changes an alarm). Whether another person with the same national id
 * has an active subscription (DETAIL-44) is the server's to decide: the button reports its refusal.
 */
export function swapOffered(input: { settings: AssociateSettings | undefined; readOnly: boolean; owner: boolean }): boolean {
  return input.settings?.allowSwap === true && !input.readOnly && input.owner;
}
