// Both, the host's stylesheet loaded last (where its base layer could reach into Sigil).
import '@sigil/ui/theme.css';
import './host.css';
import { HostPage, SigilPart } from './parts.js';
import { render } from './render.js';

render(
  <>
    <HostPage />
    <SigilPart />
  </>,
);
