// The header's links are a pure rule of the domain (the server's first screen draws them too).
export { navigationLinks } from '../../domain/routing/navigation-links';
