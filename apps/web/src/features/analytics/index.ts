export { AnalyticsScreen } from './components/analytics-screen';
export { WeekFigures } from './components/week-figures';
