// Build entry of the stylesheet: Vite emits it as dist/styles/sigil.css (the library is built module by module).
import './sigil.css';
