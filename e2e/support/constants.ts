export const ADMIN = 'admin';
export const ADMIN_PASSWORD = 'E2e-Admin#2024';
