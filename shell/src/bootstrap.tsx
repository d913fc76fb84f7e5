/**
 * The shell's boot chunk, evaluated once Module Federation has settled the shared libraries. Its
 * modules (React DOM, the frame, the api checks, every feature the start-up needs) take the phone
 * well over the 50 ms a task may take to evaluate, and they came on top of the federation runtime's
 * own work in the same task. So this first step only sets the page's styles and ends the task; the
 * start-up's modules are evaluated in the next one. The import is eager: they stay in this chunk,
 * no request is added, only the moment they are evaluated moves.
 */
import './styles/tokens.css';
import { yieldToBrowser } from './utils/yield-to-browser';

yieldToBrowser()
  .then(() => import(/* webpackMode: "eager" */ './start-shell'))
  .then(({ startShell }) => startShell())
  .catch((error: unknown) => {
    console.error('[shell] the shop could not start', error);
  });
