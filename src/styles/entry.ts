// Build entry of the stylesheet: Vite emits it as dist/sigil.css.
import './sigil.css';
