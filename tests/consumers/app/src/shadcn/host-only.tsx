// The host alone: its page as it is without Sigil.
import './host.css';
import { HostPage } from './parts.js';
import { render } from './render.js';

render(<HostPage />);
