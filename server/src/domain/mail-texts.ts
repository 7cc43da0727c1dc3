import { CODE_LIFETIME_MINUTES } from '../contract.ts';

/** The words of every mail and SMS, apart from how they are sent. */
export type Text = { subject: string; text: string };

const signature = (product: string) => `\n\n— The ${product} team`;

export const verifyEmailText = (product: string, firstname: string, link: string): Text => ({
  subject: `Verify your ${product} email`,
  text: `Hi ${firstname},\n\nConfirm your email address to start competing:\n${link}\n\nThe link works once, for one hour.${signature(product)}`,
});

export const resetPasswordText = (product: string, link: string): Text => ({
  subject: `Reset your ${product} password`,
  text: `Someone asked to set a new password for this email. If it was you, open:\n${link}\n\nThe link works once, for one hour. If it was not you, ignore this mail.${signature(product)}`,
});

export const codeText = (product: string, code: string, purpose: 'login' | 'sign_up' | 'phone'): Text => {
  const what = { login: 'sign-in', sign_up: 'sign-up', phone: 'phone verification' }[purpose];
  return {
    subject: `${code} is your ${product} ${what} code`,
    text: `Your ${product} ${what} code is ${code}. It expires in ${CODE_LIFETIME_MINUTES} minutes. Never share it.`,
  };
};

export const accountExistsText = (product: string, loginLink: string): Text => ({
  subject: `You already have a ${product} account`,
  text: `Someone tried to sign up with this email, which already has an account. Sign in here:\n${loginLink}\n\nForgot your password? Use "Forgot password" on the login page.${signature(product)}`,
});
