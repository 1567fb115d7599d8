export { GoogleSignIn } from './components/google-sign-in';
export { logout } from './api/logout';
