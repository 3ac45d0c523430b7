/** VALID-16 (core §5): a plus, a first digit 1-9, then 5 to 14 digits; or a sip/sips address. */
const INTERNATIONAL_NUMBER = /^\+[1-9]\d{5,14}$/;
const SIP_ADDRESS = /^sips?:\S+$/i;

export const isCallbackNumber = (value: string): boolean => {
  const trimmed = value.trim();
  return INTERNATIONAL_NUMBER.test(trimmed) || SIP_ADDRESS.test(trimmed);
};
