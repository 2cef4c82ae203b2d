import './app.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './App';
import { readRuntimeConfig, sdkOptions } from './config';

const sdk = sdkOptions(readRuntimeConfig());
const root = document.getElementById('root');
if (!root) throw new Error('Sigil: index.html has no #root element.');
createRoot(root).render(
  <StrictMode>
    <App sdk={sdk} />
  </StrictMode>,
);
