// Both, Sigil's stylesheet loaded last (where it could override the host's).
import './host.css';
import '@sigil/ui/theme.css';
import { HostPage, SigilPart } from './parts.js';
import { render } from './render.js';

render(
  <>
    <HostPage />
    <SigilPart />
  </>,
);
