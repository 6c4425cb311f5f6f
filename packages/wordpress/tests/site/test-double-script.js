// TEST DOUBLE: stands for a WooCommerce / FunnelKit / Elementor script. Records that it ran, so a journey sees
// which of them the page kept.
(window.testDoubleScriptsRan = window.testDoubleScriptsRan || []).push(new URL(document.currentScript.src).searchParams.get('handle'));
