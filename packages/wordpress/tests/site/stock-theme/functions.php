<?php
// A menu location, as any classic theme registers one: the header cart comes from the menu item Vitrine adds.
add_action('after_setup_theme', static fn() => register_nav_menus(['primary' => 'Menu principal']));
