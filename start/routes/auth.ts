/*
| Merchant accounts: sign-up, e-mail verification, onboarding, login, logout, password reset.
| Routes are named auth.<resource>.<action>.
*/
