// What other areas may use of feedback: the routes, the menu, demo rows, a customer's latest items.
export { seedFeedbackDemo, seedFeedbackScale } from './feedback.demo';
export { FEEDBACK_MENU } from './feedback.menu';
export { recentFeedbackOf } from './feedback.repository';
export { feedbackRoutes } from './feedback.routes';
