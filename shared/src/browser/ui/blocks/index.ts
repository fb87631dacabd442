export { Points } from './Points';
export { Stats } from './Stats';
export { Steps } from './Steps';
export { Testimonials } from './Testimonials';
