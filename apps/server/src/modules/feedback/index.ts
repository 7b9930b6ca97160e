// What other areas may use of feedback: the routes, the menu, demo rows, a customer's latest items.
/** Feedback per day of one app (the tracking area's software quality screen). */
export { feedbackPerDay } from './feedback.daily';
export { seedFeedbackDemo, seedFeedbackScale } from './feedback.demo';
export { FEEDBACK_MENU } from './feedback.menu';
export { recentFeedbackOf } from './feedback.repository';
export { feedbackRoutes } from './feedback.routes';
/** What the feedback area offers the console-wide search: items by number or SN. */
export { feedbackSearch } from './feedback.search';
/** Counts for the dashboards: items per month, type or status; time to resolve per month. */
export { feedbackCounts, feedbackResolveHours } from './feedback.stats';
