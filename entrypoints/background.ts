import { defineBackground } from '#imports';

export default defineBackground(() => {
  // The background is the hub that alone holds credentials; its services are wired here.
});
