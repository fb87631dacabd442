export { buildServer, type BookcraftServer, type BuildOptions } from './app';
export { settableClock, type Clock, type SettableClock } from './core/clock';
export { loadConfig, type ServerConfig } from './core/config';
export { builtFiles, type BuiltFiles } from './web/builtFiles';
export { pageRenderer, type PageRenderer, type RenderedPage } from './web/render/pageRenderer';
export { bundlePins } from './web/render/bundlePins';
export { freeSlots, type ConsultingMember, type SlotQuestion } from './consultations/slots';
