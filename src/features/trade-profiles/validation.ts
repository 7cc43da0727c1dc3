/** Spec section 5: "New trade profile name: required". Answers the message key, or null when fine. */
export const PROFILE_NAME_MAX = 40;

export const checkProfileName = (value: string) => (value.trim() ? null : 'validation.required');
