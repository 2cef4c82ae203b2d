export { type HomeAccount, HomeScreen, type HomeScreenProps } from './HomeScreen';
