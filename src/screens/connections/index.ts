export {
  CONNECTIONS_SECTIONS,
  ConnectionsScreen,
  type ConnectionsScreenProps,
  type ConnectionsSection,
} from './ConnectionsScreen';
