// The back office's frame: top bar and lists on small screens.
export default {
  app: {
    layout: {
      /** The user menu's button: its visible name first, so that the spoken name contains it. */
      user_menu: '%{name}, Benutzermenü',
    },
  },
};
