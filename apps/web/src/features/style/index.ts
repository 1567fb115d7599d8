export { StyleScreen } from './components/style-screen';
