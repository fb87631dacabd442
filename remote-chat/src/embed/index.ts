// The partner embed (/remotes/chat/embed.js): a plain script with its own React, for any page.
import { installBookcraftChat } from './install';

// currentScript is the tag running this file; the lookup covers loaders that run it some other way.
const script = (document.currentScript as HTMLScriptElement | null) ?? document.querySelector<HTMLScriptElement>('script[src$="/remotes/chat/embed.js"]');
installBookcraftChat(script);
