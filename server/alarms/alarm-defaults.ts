/** Reasons and actions offered on alarms raised without their own lists. */
export const DEFAULT_REASONS = ['Fall', 'Illness', 'Anxiety', 'Accidental alarm', 'Technical fault', 'Test alarm'];
export const DEFAULT_ACTIONS = ['Talked to the user', 'Sent home care', 'Called ambulance', 'Contacted relative', 'No action needed'];
export const DEFAULT_TEMPLATE = 'default';
export const PLANNING_TEMPLATE = 'defaultPlanning';
