// Sigil alone: its region as it is without the host's styles.
import '@sigil/ui/theme.css';
import { SigilPart } from './parts.js';
import { render } from './render.js';

render(<SigilPart />);
